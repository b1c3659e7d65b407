/**
 * A refusal of the API as the shared axios client rejects it: an Error marked `isAxiosError` with
 * the answer's status and its Italian `{ message }` body (docs/api-contract.md#errors). For the
 * front ends' tests that check what a screen shows when the API says no, e.g.
 * `jest.spyOn(api, 'get').mockRejectedValue(apiRefusal(403, 'Operazione non consentita'))`.
 */
export function apiRefusal(status: number, message: string): Error {
  return Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status, data: { message } } });
}
