import { createFileRoute } from '@tanstack/react-router';
import { ServiceMethodPage } from '../../features/library-service/components/service-method-page';
import { useMemberGate } from './-member-gate';

/** /library-service/method: 도서관 이용 방법 (as the library's menu names it). */
export const Route = createFileRoute('/library-service/method')({
  component: function ServiceMethodRoute() {
    return <ServiceMethodPage gate={useMemberGate('/library-service/method')} />;
  },
});
