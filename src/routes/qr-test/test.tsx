import { createFileRoute } from '@tanstack/react-router';
import { QrTestPage } from '../../features/about/lab/qr-test-page';

/** /qr-test/test (spec §2): the QR and barcode drawing test (테스트), out of menus and search. */
export const Route = createFileRoute('/qr-test/test')({
  component: QrTestPage,
});
