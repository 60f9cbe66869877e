/** Doctor and clinic slugs are lower-case words joined by hyphens, as the admin screens make them. */
export const isSlug = (value: string): boolean => /^[a-z0-9-]{1,100}$/.test(value)
