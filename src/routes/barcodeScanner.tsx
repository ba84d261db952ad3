import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { IsbnScannerView } from '../features/isbn-scanner/components/isbn-scanner-view';
import { ko } from '../lib/i18n/messages-ko';
import { koScanner } from '../lib/i18n/messages-scanner-ko';
import { useDocumentTitle } from '../lib/use-document-title';
import { searchLink } from '../links/catalogue-links';

/** /barcodeScanner: find a book by its ISBN barcode; a read opens the catalogue's ISBN search. */
export const Route = createFileRoute('/barcodeScanner')({
  component: function BarcodeScannerRoute() {
    const router = useRouter();
    useDocumentTitle(koScanner.title, ko.app.name);
    const openSearch = useCallback((isbn13: string) => void router.navigate(searchLink({ query: isbn13, field: 'isbn' })), [router]);
    return (
      <div className="container">
        <IsbnScannerView onIsbn={openSearch} />
      </div>
    );
  },
});
