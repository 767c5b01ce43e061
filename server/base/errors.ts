// The one error type handlers throw: an HTTP status equal to the envelope's code, and a sentence for the player.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const refused = (message: string) => new ApiError(422, message);
export const tooMany = (message: string) => new ApiError(429, message);
