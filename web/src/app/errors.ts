// How the app tells a cancelled job from a failed one, and words an error for the page.

export const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError';
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
