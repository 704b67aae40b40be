import { app } from './app'

export { EventRoom } from './rooms/event-room'
export { UserHub } from './rooms/user-hub'

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>
