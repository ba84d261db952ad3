import { createFileRoute } from '@tanstack/react-router';
import { RentalFacilityPage } from '../../../../features/facilities/components/rental-facility-page';
import { loadFacilityList } from '../../../../features/facilities/facilities-data';
import { rentalSearch } from '../../../../features/facilities/model/rental-search';
import { refreshFacilityBookings } from '../../../../features/my-library/my-library-data';
import { useSession } from '../../../../features/session/use-session';

/**
 * /our-library/core-contents/generative-ai-library/rental-facility (대관·시설 예약): the rooms and a
 * day's hours for everyone; booking for members (a visitor is offered the login, coming back here
 * with the chosen room and day). A booking refreshes 나의 도서관's facility list at once.
 */
export const Route = createFileRoute('/our-library/core-contents/generative-ai-library/rental-facility')({
  validateSearch: rentalSearch,
  loader: ({ preload }) => loadFacilityList({ preload }),
  component: function RentalFacilityRoute() {
    const session = useSession();
    const userKey = session.status === 'member' ? session.session.user.USER_KEY : null;
    return (
      <RentalFacilityPage
        loaded={Route.useLoaderData()}
        search={Route.useSearch()}
        member={userKey ? { userKey } : null}
        onBooked={() => {
          if (userKey) void refreshFacilityBookings(userKey);
        }}
      />
    );
  },
});
