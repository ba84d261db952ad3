import { runPushCli } from './push/cli';

/** `npm run push -- --title 제목 --body 내용 [--url /notice] [--member member1] [--port 4173]` */
runPushCli(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('푸시를 보내지 못했습니다:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
