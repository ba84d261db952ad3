import { describe, expect, it } from 'vitest';
import { bootModule, parseRouteTree, sectionModule, sections } from './route-sections';

// The shapes TanStack's generator writes: short updates on one indentation, long ones wrapped.
const GENERATED = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as IndexRouteImport } from './routes/index'
import { Route as MainRouteImport } from './routes/main'
import { Route as MypageRouteRouteImport } from './routes/mypage/route'
import { Route as MypageLibServiceRouteImport } from './routes/mypage/lib-service'
import { Route as CommunityNoticeIndexRouteImport } from './routes/community/notice/index'
import { Route as LoginAnyIdRouteImport } from './routes/login_.anyId'
import { Route as CommunityNoticeIdProgramApplicationRouteImport } from './routes/community/notice/$id/program-application'

const IndexRoute = IndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => rootRouteImport,
} as any)
const MainRoute = MainRouteImport.update({
  id: '/main',
  path: '/main',
  getParentRoute: () => rootRouteImport,
} as any)
const MypageRouteRoute = MypageRouteRouteImport.update({
  id: '/mypage',
  path: '/mypage',
  getParentRoute: () => rootRouteImport,
} as any)
const MypageLibServiceRoute =
  MypageLibServiceRouteImport.update({
    id: '/lib-service',
    path: '/lib-service',
    getParentRoute: () => MypageRouteRoute,
  } as any)
const CommunityNoticeIndexRoute = CommunityNoticeIndexRouteImport.update({
  id: '/community/notice/',
  path: '/community/notice/',
  getParentRoute: () => rootRouteImport,
} as any)
const LoginAnyIdRoute = LoginAnyIdRouteImport.update({
  id: '/login_/anyId',
  path: '/login/anyId',
  getParentRoute: () => rootRouteImport,
} as any)
const CommunityNoticeIdProgramApplicationRoute =
  CommunityNoticeIdProgramApplicationRouteImport.update(
    {
      id: '/community/notice/$id/program-application',
      path: '/community/notice/$id/program-application',
      getParentRoute: () => rootRouteImport,
    } as any,
  )
`;

describe('the route tree in sections', () => {
  const tree = parseRouteTree(GENERATED);

  it('reads every route of the generated tree, wrapped or not', () => {
    expect(tree.rootFile).toBe('./routes/__root');
    expect(tree.routes.map((route) => route.name)).toEqual(['IndexRoute', 'MainRoute', 'MypageRouteRoute', 'MypageLibServiceRoute', 'CommunityNoticeIndexRoute', 'LoginAnyIdRoute', 'CommunityNoticeIdProgramApplicationRoute']);
    // A long name makes the generator wrap the call's argument: it is read all the same.
    expect(tree.routes.at(-1)).toMatchObject({ path: '/community/notice/$id/program-application', parent: 'rootRouteImport' });
    expect(tree.routes[3]).toMatchObject({ id: '/lib-service', path: '/lib-service', parent: 'MypageRouteRoute', file: './routes/mypage/lib-service' });
  });

  it('refuses a tree it cannot read whole rather than leave routes out', () => {
    expect(() => parseRouteTree(`${GENERATED}\nconst X = XImport.update({ id: '/x', path: '/x', getParentRoute: () => rootRouteImport, extra: 1 } as any)`)).toThrow(/read 7 of 8/);
    expect(() => parseRouteTree(`${GENERATED}\nconst Y = YImport.update( something )`)).toThrow(/read 7 of 8/);
  });

  it('groups by the first segment of the path, children with their layout, / and /main in the first page', () => {
    const groups = sections(tree);
    expect([...groups.keys()].sort()).toEqual(['', 'community', 'login', 'mypage']);
    expect(groups.get('')?.map((route) => route.name)).toEqual(['IndexRoute', 'MainRoute']);
    expect(groups.get('mypage')?.map((route) => route.name)).toEqual(['MypageRouteRoute', 'MypageLibServiceRoute']);
  });

  it('writes the first page with a loader per section, and each section attached to the root', () => {
    const boot = bootModule(tree, (file) => `/src/${file.slice(2)}`, (slug) => `virtual:route-section/${slug}`);
    expect(boot).toContain('import { Route as rootRoute } from "/src/routes/__root";');
    expect(boot).toContain('export const bootRoutes = [R0, R1];');
    expect(boot).toContain('"mypage": () => import("virtual:route-section/mypage").then((module) => module.routes),');
    expect(boot).not.toContain('lib-service');
    const mypage = sectionModule(tree, 'mypage', (file) => `/src/${file.slice(2)}`);
    expect(mypage).toContain('const R0 = I0.update({ id: "/mypage", path: "/mypage", getParentRoute: () => rootRoute });');
    expect(mypage).toContain('const R1 = I1.update({ id: "/lib-service", path: "/lib-service", getParentRoute: () => R0 });');
    expect(mypage).toContain('R0._addFileChildren([R1]);');
    expect(mypage).toContain('export const routes = [R0];');
    expect(() => sectionModule(tree, 'nowhere', (file) => file)).toThrow(/no route section/);
  });
});
