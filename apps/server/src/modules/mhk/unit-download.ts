import { createHash } from 'node:crypto';
import { SLOW_LISTENING_TIERS, UnitDownloadFormat } from '@hanyu/contracts/mhk/graded';
import type { FileService } from '../../platform/files/file-service.ts';
import { zipArchive } from '../../platform/files/zip.ts';
import type { CourseUnit } from './graded-course.ts';
import type { ListeningAudio } from './listening-audio.ts';
import { listeningKey } from './mhk-papers.ts';
import { unitWorkbook } from './unit-workbook.ts';
import { workbookPdf } from './workbook-pdf.ts';

/** Bump when the workbook's content or layout changes, so every package is made afresh. */
const WORKBOOK_VERSION = 1;

export interface UnitPackage {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  pages: number;
  tracks: number;
}

const CONTENT_TYPES: Record<UnitDownloadFormat, string> = { pdf: 'application/pdf', zip: 'application/zip' };

const README = (title: string, tracks: readonly string[]) =>
  [
    `${title}：离线学习包`,
    '',
    '课本.pdf：生词、课文（汉字、拼音、英文释义）、课堂练习、课后习题、拓展阅读，最后是答案。',
    '录音：',
    ...tracks.map((track) => `  audio/${track}`),
    '',
    '录音为合成语音；英文释义由课程编写者撰写，尚未经英语母语者审校。',
    '回到网上学习时，练习和习题在网上提交，成绩会记入你的学习记录。',
    '',
  ].join('\n');

/**
 * A unit's offline package (minorityDownload): the workbook PDF, or a ZIP of it with the unit's
 * recordings (the text read by the two voices, and each listening exercise). Made once per unit and
 * version and kept in the file store, so the next learner's download is the stored file.
 */
export class UnitDownloads {
  private readonly inFlight = new Map<string, Promise<UnitPackage>>();
  /** Pages of the workbooks made or read since start (a stored package is not printed again for them). */
  private readonly pages = new Map<string, number>();

  constructor(
    private readonly files: FileService,
    private readonly audio: ListeningAudio,
  ) {}

  package(entry: CourseUnit, format: UnitDownloadFormat): Promise<UnitPackage> {
    const version = createHash('sha256')
      .update(JSON.stringify([WORKBOOK_VERSION, format, entry.unit, entry.grade.readings, entry.grade.title]))
      .digest('hex')
      .slice(0, 24);
    const key = `portal/graded/download/${entry.key}-${version}.${format}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.make(key, entry, format).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async make(key: string, entry: CourseUnit, format: UnitDownloadFormat): Promise<UnitPackage> {
    const workbook = unitWorkbook(entry);
    const fileName = `${entry.grade.title}-${entry.unit.title}.${format}`;
    const base = {
      key,
      fileName,
      contentType: CONTENT_TYPES[format],
      tracks: format === 'zip' ? workbook.tracks.length : 0,
    };
    const stored = await this.files.describe(key);
    const known = this.pages.get(key);
    if (stored && known !== undefined) return { ...base, size: stored.size, pages: known };
    const { bytes: pdf, pages } = await workbookPdf(workbook);
    this.pages.set(key, pages);
    if (stored) return { ...base, size: stored.size, pages };
    let body: Buffer = Buffer.from(pdf);
    if (format === UnitDownloadFormat.Zip) {
      const slow = SLOW_LISTENING_TIERS.includes(entry.grade.tier);
      const recordings = [];
      for (const track of workbook.tracks) {
        const data = await this.audio.bytes(listeningKey(track.lines, slow), track.lines, slow);
        recordings.push({ name: `audio/${track.file}`, data, compress: false });
      }
      body = zipArchive([
        { name: '课本.pdf', data: pdf, compress: false },
        {
          name: '说明.txt',
          data: Buffer.from(
            README(
              workbook.title,
              workbook.tracks.map((t) => t.file),
            ),
          ),
          compress: true,
        },
        ...recordings,
      ]);
    }
    await this.files.save(key, body, { contentType: CONTENT_TYPES[format], isProtected: true });
    return { ...base, size: body.length, pages };
  }
}
