/** An error with an HTTP status that handlers and services throw; the error handler turns it into the JSON envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);
