/** A ref callback that focuses an outcome (a success or failure notice) once it is shown. */
export const focusOnShow = (element: HTMLElement | null) => element?.focus();
