/**
 * @jest-environment node
 */
import { createMockServices } from '.';

// Node's own Request and Response, as Mock Service Worker hands them to a handler.
describe('createMockServices().handle(Request)', () => {
  it('answers a Request with a Response, the body read from the request', async () => {
    const services = createMockServices();
    const response = await services.handle(
      new Request(`${services.origin}/gateway/member-management/v4/member/create`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Request-Id': 'req-1',
          'X-Source-Application': 'tests',
          'X-Application-Version': '1',
        },
        body: JSON.stringify({
          email: 'msw@example.com',
          acceptMembershipAgreement: true,
          optInNotifications: true,
          optInNewsAndUpdatesEmailsFooter: true,
          source: 'EmailSubscriptionComposedComponent',
        }),
      }),
    );
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-dev-api-endpoint')).toBe('memberCreate');
    expect(services.state.members[0]?.body).toMatchObject({ email: 'msw@example.com' });
  });

  it('answers a fetch with the platform Response where there is one', async () => {
    const services = createMockServices();
    const response = await services.fetch('/feature/growth_SearchUserEntry/treatment');
    expect(response).toBeInstanceOf(Response);
    expect(await response.json()).toEqual({ treatment: 'control' });
    services.setTreatments({ growth_SearchUserEntry: 'test' });
    expect(await (await services.fetch('/feature/growth_SearchUserEntry/treatment')).json()).toEqual({
      treatment: 'test',
    });
  });
});
