import { createFileRoute } from '@tanstack/react-router';
import { WelaaaView } from '../../features/my-library/components/welaaa-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/welaaa: the Welaa audiobook link (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/welaaa')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['welaaa'], ko.app.name);
    return userKey ? <WelaaaView userKey={userKey} /> : null;
  },
});
