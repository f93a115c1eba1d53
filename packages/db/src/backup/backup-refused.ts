/**
 * A backup or restore refused for a reason the operator can fix (a non-empty target, a damaged
 * file, the wrong engine): the command says why and exits 2, leaving everything as it was.
 */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
