export { freePort } from './free-port.ts';
export {
  NPM_START,
  processesCarrying,
  SERVER_COMMAND,
  startServer,
  type RunningServer,
  type ServerOptions,
} from './server-process.ts';
