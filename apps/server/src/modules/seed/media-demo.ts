/**
 * Demo media (issue 22): subjects, live streams in every state, the three demo videos with their comments (five
 * waiting for review: the comment bell's count), comments on news and applications, and an image library whose
 * pictures the demo content uses (so "where used" and the refused delete show at once).
 */
import {
  CommentCheck,
  CommentTarget,
  commentResource,
  LiveStatus,
  liveResource,
  mediaImageResource,
  subjectResource,
  videoResource,
} from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK, demoVideos } from './demo-data.ts';
import { type DemoPicture, demoPictureSize, demoPictureUrl } from './demo-images.ts';

const DAY_MS = 86_400_000;

const videoDetails = [
  { duration: 1260, category: 'processing', tags: 'PA66, 注塑, 翘曲' },
  { duration: 940, category: 'lecture', tags: '玻纤, 改性' },
  { duration: 610, category: 'testing', tags: 'UL94, 阻燃' },
] as const;

export async function writeMediaDemo(
  tx: Tx,
  now: Date,
  content: { news: number[]; applications: number[] },
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const mark = (text: string) => `${DEMO_MARK}${text}`;
  const subjects = familyTable(subjectResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const subjectRows = await tx
    .insert(subjects)
    .values([
      {
        title: mark('注塑工艺课堂'),
        cover: demoPictureUrl('video-cover'),
        description: '从参数到缺陷的注塑系列课。',
        sort: 10,
      },
      {
        title: mark('阻燃与安规'),
        cover: demoPictureUrl('live-cover'),
        description: 'UL94、灼热丝与 RTI 专题。',
        sort: 20,
      },
    ])
    .returning({ id: subjects.id });
  const [moulding, safety] = subjectRows.map((row) => row.id);

  const live = familyTable(liveResource);
  const { planned, ended, replay } = LiveStatus;
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(live).values([
    {
      title: mark('PA66 替代料选型直播答疑'),
      host: '周建华',
      cover: demoPictureUrl('live-cover'),
      starts_at: at(-3),
      ends_at: at(-3 - 1 / 12),
      status: planned,
      stream_url: 'https://live.example.com/room/1001',
      description: '国产 PA66 替代料的性能对比与选型建议。',
    },
    {
      title: mark('精密注塑缩痕问题分析'),
      host: '林晓雯',
      cover: demoPictureUrl('video-cover'),
      starts_at: at(-1),
      ends_at: at(-1 - 1 / 12),
      status: planned,
      stream_url: 'https://live.example.com/room/1002',
    },
    {
      title: mark('UL 黄卡解读'),
      host: '马国栋',
      cover: '',
      starts_at: at(2),
      ends_at: at(2 - 1 / 12),
      status: ended,
      stream_url: 'https://live.example.com/room/0990',
      started_at: at(2),
      ended_at: at(2 - 1 / 12),
    },
    {
      title: mark('再生塑料的机会与挑战'),
      host: '郑蕾',
      cover: demoPictureUrl('battery-pack'),
      starts_at: at(8),
      ends_at: at(8 - 1 / 12),
      status: replay,
      stream_url: 'https://live.example.com/room/0950',
      replay_url: 'https://vod.example.com/replay/0950.mp4',
      started_at: at(8),
      ended_at: at(8 - 1 / 12),
    },
  ]);

  const videos = familyTable(videoResource);
  const comments = familyTable(commentResource);
  for (const [i, v] of demoVideos.entries()) {
    const details = videoDetails[i] ?? videoDetails[0];
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    const [row] = await tx
      .insert(videos)
      .values({
        title: mark(v.title),
        cover: demoPictureUrl('video-cover'),
        url: `https://vod.example.com/video/${1001 + i}.mp4`,
        ...details,
        subject_id: i === 2 ? safety : moulding,
        description: `${v.title}（演示视频）`,
        is_demo: true,
        created_at: at(10 - i),
      })
      .returning({ id: videos.id });
    if (!row) continue;
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.insert(comments).values(
      v.comments.map((c, j) => ({
        target_type: CommentTarget.video,
        video_id: row.id,
        user_name: c.userName,
        content: mark(c.content),
        is_check: c.isCheck,
        checked_at: c.isCheck === CommentCheck.waiting ? null : at(8 - i),
        is_demo: true,
        created_at: at(9 - i - j / 10),
      })),
    );
  }
  const [firstNews, secondNews] = content.news;
  const [firstApp] = content.applications;
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(comments).values([
    {
      target_type: CommentTarget.news,
      news_id: firstNews,
      user_name: '演示用户·展商小王',
      content: mark('今年展会的改性材料展区确实热闹。'),
      is_check: CommentCheck.approved,
      checked_at: at(1),
      is_demo: true,
      created_at: at(1.5),
    },
    {
      target_type: CommentTarget.news,
      news_id: secondNews,
      user_name: '演示用户·采购老李',
      content: mark('价格回落能持续多久？'),
      is_check: CommentCheck.waiting,
      is_demo: true,
      created_at: at(3),
    },
    {
      target_type: CommentTarget.application,
      application_id: firstApp,
      user_name: '演示用户·结构工程师',
      content: mark('水室用的是哪个耐水解牌号？'),
      is_check: CommentCheck.approved,
      checked_at: at(4),
      is_demo: true,
      created_at: at(5),
    },
    {
      target_type: CommentTarget.application,
      application_id: firstApp,
      user_name: '演示用户·路人',
      content: mark('广告：低价出售回料，加微信……'),
      is_check: CommentCheck.rejected,
      reject_reason: '广告',
      enabled: false,
      checked_at: at(4),
      is_demo: true,
      created_at: at(5.5),
    },
  ]);

  const library: [DemoPicture, string, string][] = [
    ['pa66-tank', 'PA66 散热器水室', '应用'],
    ['pc-housing', 'PC/ABS 笔记本外壳', '应用'],
    ['pbt-connector', 'PBT 连接器', '应用'],
    ['news-fair', '塑料展现场', '资讯'],
    ['news-price', 'PA66 价格走势', '资讯'],
    ['expert-1', '专家头像·周', '专家'],
    ['battery-pack', '电池包上盖', '应用'],
    ['pom-gear', 'POM 齿轮', '应用'],
    ['pellets', '塑料粒子（未使用）', '素材'],
  ];
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(mediaImageResource)).values(
    library.map(([picture, name, category], i) => ({
      url: demoPictureUrl(picture),
      name: mark(name),
      category,
      size: demoPictureSize(picture),
      created_at: at(20 - i),
    })),
  );
}
