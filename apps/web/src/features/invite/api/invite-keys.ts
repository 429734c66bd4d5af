/** The invitation screen's query keys: only this feature reads an invitation by its hash. */
export const inviteKeys = {
  byHash: (hash: string) => ['invitation', hash] as const,
};
