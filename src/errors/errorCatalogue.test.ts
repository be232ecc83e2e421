import { DEFAULT_ERROR_MESSAGE, getErrorMessage, HttpError, STATUS_MESSAGES } from '..';

describe('getErrorMessage', () => {
  it.each([
    [400, "Bad Request! We're sorry, an error occurred when processing your request. Please refresh and try again."],
    [401, "Unauthorized! We're sorry it appears you're not logged in. Please log in."],
    [402, 'User Agreement Not Accepted - Please accept the user agreement before proceeding'],
    [403, "Forbidden! We're sorry it appears you do not have access to view this content."],
  ])('should give the spec message for %i', (status, message) => {
    expect(getErrorMessage(status)).toBe(message);
  });

  it.each([408, 429, 500, 502, 503, 504])('should have a written message for %i', (status) => {
    expect(getErrorMessage(status)).toBe(STATUS_MESSAGES[status]);
    expect(getErrorMessage(status)).not.toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('should describe 429 as a locked account', () => {
    expect(getErrorMessage(429)).toMatch(/^Locked!/);
    expect(getErrorMessage(429)).toMatch(/reset your password/);
  });

  it('should give the default for any other status, or for no status at all', () => {
    expect(getErrorMessage(418)).toBe(
      "We're sorry an error occurred. Our site may be temporarily down. Please try again.",
    );
    expect(getErrorMessage(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('should read the status from an HttpError or any object with a status', () => {
    const response = {
      kind: 'response' as const,
      status: 403,
      ok: false,
      url: '',
      headers: {},
      data: { message: 'Nope' },
    };
    expect(getErrorMessage(new HttpError('status', 'Nope', { response }))).toBe(STATUS_MESSAGES[403]);
    expect(getErrorMessage({ status: 401 })).toBe(STATUS_MESSAGES[401]);
  });

  it('should read a call that passed its deadline as 408, and a network error as no status', () => {
    expect(getErrorMessage(new HttpError('timeout', 'The request timed out.'))).toBe(STATUS_MESSAGES[408]);
    expect(getErrorMessage(new HttpError('network', 'offline'))).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('should apply per-status overrides and a default message', () => {
    expect(getErrorMessage(404, { overrides: { 404: 'Nothing here.' } })).toBe('Nothing here.');
    expect(getErrorMessage(401, { overrides: { 404: 'Nothing here.' } })).toBe(STATUS_MESSAGES[401]);
    expect(getErrorMessage(418, { defaultMessage: 'Try later.' })).toBe('Try later.');
  });

  it("should use the response's own message when asked, falling back when it has none", () => {
    const response = {
      kind: 'response' as const,
      status: 400,
      ok: false,
      url: '',
      headers: {},
      data: { message: 'ZIP unknown' },
    };
    const error = new HttpError('status', 'ZIP unknown', { response });
    expect(getErrorMessage(error, { useResponseMessage: true })).toBe('ZIP unknown');
    const bare = new HttpError('status', 'Invalid data sent', { response: { ...response, data: undefined } });
    expect(getErrorMessage(bare, { useResponseMessage: true })).toBe(STATUS_MESSAGES[400]);
  });
});
