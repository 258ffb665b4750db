/** The part of a pino/Fastify logger the runner uses, so the API can pass app.log and the worker its own. */
export interface RunnerLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export const consoleLog: RunnerLog = {
  info: (obj, msg) => console.log(msg ?? obj, msg ? obj : ''),
  warn: (obj, msg) => console.warn(msg ?? obj, msg ? obj : ''),
  error: (obj, msg) => console.error(msg ?? obj, msg ? obj : ''),
};

export const silentLog: RunnerLog = { info: () => {}, warn: () => {}, error: () => {} };
