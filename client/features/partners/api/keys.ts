// The query keys of the Programs page's lists in one factory, which their endpoint files build keys from.
export const partnerKeys = {
  programs: () => ['partner-programs'] as const,
  links: () => ['links'] as const,
};
