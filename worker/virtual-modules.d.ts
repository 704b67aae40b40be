// React Router's server build, which its Vite plugin provides to the worker (worker/pages/handler.ts).
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'

  const build: ServerBuild
  export = build
}
