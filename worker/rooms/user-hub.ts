import { FanoutRoom } from './fanout-room'

/** One hub per user: will carry that user's notifications and direct messages. */
export class UserHub extends FanoutRoom {}
