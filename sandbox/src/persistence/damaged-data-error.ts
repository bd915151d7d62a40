/** The data could not be read as it was saved: the backend refuses to start rather than lose it. */
export class DamagedDataError extends Error {}
