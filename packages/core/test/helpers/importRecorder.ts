/**
 * Records which modules a test's code imports, and in what order: `vi.mock(path, record(name))`
 * makes the mocked module the real one, noting `name` in `imported` at its first import. Create
 * it in `vi.hoisted`, so the (hoisted) `vi.mock` calls can use it:
 *
 * @example
 * const { imported, record } = await vi.hoisted(async () =>
 *   (await import('../../test/helpers/importRecorder')).createImportRecorder(),
 * );
 * vi.mock('../http/createHttp', record('transport'));
 */
export function createImportRecorder() {
  const imported: string[] = [];
  const record =
    (name: string) =>
    <T>(importOriginal: () => Promise<T>): Promise<T> => {
      imported.push(name);
      return importOriginal();
    };
  return { imported, record };
}
