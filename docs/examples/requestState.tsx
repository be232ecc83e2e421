import { createHttpClient, getErrorMessage, useRequestState } from '../../src';

const api = createHttpClient({ baseUrl: '/api' });

export function SaveButton({ payload }: { payload: { name: string } }) {
  const save = useRequestState<{ name: string }, unknown, unknown>();
  return (
    <div>
      <button
        type="button"
        aria-busy={save.isLoading}
        onClick={() =>
          save.run(payload, (body, signal) => api.post('/save', { json: body, signal }).then((r) => r.data))
        }
      >
        Save
      </button>
      <p role="status">
        {save.status === 'error' ? getErrorMessage(save.error) : save.status === 'success' ? 'Saved' : ''}
      </p>
    </div>
  );
}
