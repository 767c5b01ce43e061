// The server's log, fit for where it goes. Piped (a process manager, a container, CI): pino's JSON lines as they are,
// for machines to read. In a terminal (`npm start`): one short line per request and per message, for a person
// watching it; the JSON of a request was three lines of braces a person had to read through.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  request?: { method: string; url: string; statusCode: number; ms: number };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/** One of pino's JSON lines as a person reads it: `14:03:07 GET /api/bannerList 200 4 ms`, `14:03:09 WARN …`. */
export function readableLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.trimEnd();
  }
  const error = !entry.err ? '' : (entry.level ?? 0) >= 50 && entry.err.stack ? `\n${entry.err.stack}` : `: ${entry.err.message}`;
  if (entry.request) {
    const { method, url, statusCode, ms } = entry.request;
    return `${clock(entry.time)} ${method} ${url} ${statusCode} ${ms.toFixed(0)} ms${error}`;
  }
  return `${clock(entry.time)} ${LEVELS[entry.level ?? 30] ?? 'INFO'} ${entry.msg ?? ''}${error}`;
}

/** Where pino writes in a terminal: each of its lines made readable. */
export function readableDestination(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return { write: (line) => void out.write(`${readableLine(line)}\n`) };
}

/** In a terminal, one record per request once it is answered, in place of Fastify's two (its start and its end). */
export class OneLinePerRequest extends LogController {
  constructor(private readonly redactUrl: (url: string) => string) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { request: { method: request.method, url: this.redactUrl(request.url), statusCode: reply.statusCode, ms: reply.elapsedTime } };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
