/** The URL a stored media key is served at (what products' `image` and `gallery` hold). */
export const mediaUrl = (key: string) => `/api/media/${key}`;
