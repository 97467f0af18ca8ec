export type IdentityRequest = {
  requestId: string;
  /** Where the signed decision is posted (the API's /api/personal-auth/callback). */
  callbackUrl: string;
  /** Where the popup goes once the decision is in (the web's /my/personal-auth?requestId=…). */
  returnUrl: string;
  createdAt: string;
  decision: 'approved' | 'rejected' | null;
};

/** Identity requests the API made, in memory; the oldest go once `limit` is reached. */
export function createIdentityRequests({ limit = 500, now = () => new Date() }: { limit?: number; now?: () => Date } = {}) {
  const requests = new Map<string, IdentityRequest>();
  return {
    add(request: Pick<IdentityRequest, 'requestId' | 'callbackUrl' | 'returnUrl'>): IdentityRequest {
      const stored = { ...request, createdAt: now().toISOString(), decision: null };
      requests.delete(request.requestId);
      requests.set(request.requestId, stored);
      if (requests.size > limit) requests.delete(requests.keys().next().value as string);
      return stored;
    },
    get: (requestId: string) => requests.get(requestId),
    decide(requestId: string, decision: 'approved' | 'rejected') {
      const request = requests.get(requestId);
      if (request) request.decision = decision;
    },
    /** Newest first. */
    list: () => [...requests.values()].reverse(),
  };
}

export type IdentityRequests = ReturnType<typeof createIdentityRequests>;
