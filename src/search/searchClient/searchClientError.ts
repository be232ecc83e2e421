/**
 * The three kinds of hosted search failure (spec 8): every host unreachable (after the retries),
 * an answer that is not JSON, and an API error with its message and status.
 */
export type SearchClientErrorKind = 'unreachable' | 'deserialization' | 'api';

/** A failed hosted search call. `cause` is the lite client's own error. */
export class SearchClientError extends Error {
  override readonly name = 'SearchClientError';
  readonly kind: SearchClientErrorKind;
  /** HTTP status of an 'api' error. */
  readonly status?: number;

  constructor(
    kind: SearchClientErrorKind,
    message: string,
    options: { status?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    if (options.status !== undefined) this.status = options.status;
  }
}

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

/**
 * Maps an error of the lite client (`RetryError`, `DeserializationError`, `ApiError`,
 * `DetailedApiError`) to a SearchClientError. Anything else (a programming error such as a missing
 * index name) is returned unchanged.
 */
export function toSearchClientError(error: unknown): SearchClientError | unknown {
  if (error instanceof SearchClientError || typeof error !== 'object' || error === null) return error;
  const name = field(error, 'name');
  const message = typeof field(error, 'message') === 'string' ? String(field(error, 'message')) : '';
  switch (name) {
    case 'RetryError':
      return new SearchClientError('unreachable', message || 'Unreachable hosts', { cause: error });
    case 'DeserializationError':
      return new SearchClientError('deserialization', message || 'The answer is not valid JSON', { cause: error });
    case 'ApiError':
    case 'DetailedApiError': {
      const status = field(error, 'status');
      return new SearchClientError('api', message, {
        status: typeof status === 'number' ? status : undefined,
        cause: error,
      });
    }
    default:
      return error;
  }
}
