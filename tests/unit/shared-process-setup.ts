/**
 * The `unit` project shares processes between files (`isolate: false`), so a file that configures the HTTP client
 * would hand its identity and notifier to the next file: checkout-store once sent api-areas' client 7. Every file
 * leaves the client as it found it.
 */
import { afterAll } from 'vitest';
import { consoleNotifier, resetApi, setNotifier } from '../../src/api';

afterAll(() => {
  resetApi();
  setNotifier(consoleNotifier);
});
