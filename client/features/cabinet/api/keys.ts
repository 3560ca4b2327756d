// The cabinet's query keys in one factory: the signed-in user as the cabinet reads it, and the profile
// mutation that writes the saved user back under the same key.
export const cabinetKeys = {
  user: ['cabinet', 'user'] as const,
};
