/** Thrown when a remote's manifest, entry or exposed module cannot be loaded (network, 404, crash). */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError' as const;
  readonly remote: string;

  constructor(remote: string, detail: string) {
    super(`Le module ${remote} n'a pas pu être chargé (${detail}).`);
    this.remote = remote;
  }
}
