import type { Kysely } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import { loadGrades } from '@hanyu/content/content-files';
import { gradeKey, GradedUnit, type GradeFile } from '@hanyu/content/graded-course-schema';
import type { Database } from '../../platform/db/schema.ts';
import { GradedCourse } from './graded-course.ts';
import { PublishedPaperRepository } from './published-paper-repository.ts';

/**
 * The graded course learners study (decision 073): the authored grades of the content folder, read once at
 * start, with the units revised and published in the administrators' workspace laid over them by unit key.
 * Those are read from content_item in the shared database on every `current()`, so a publish or an
 * unpublish on one instance is seen by the next request on every instance; the course built from them is
 * kept only by the stored texts themselves, so it is never stale. A revision keeps its unit's key and place
 * (a key the course does not have is refused on save), so learners' progress, their place in the course
 * and the promotion exams' unlocking are unchanged by it.
 */
export class LaidOverCourse {
  /**
   * The course as authored. Its structure (grades, unit keys and their order, the grades' titles and
   * tiers) is the current course's too, since a revision changes a unit's content only: what reads the
   * structure alone (a learner's placement, the promotion exams) may read it without a query.
   */
  readonly authored: GradedCourse;
  private readonly published: PublishedPaperRepository;
  private kept: { texts: string; course: GradedCourse } | null = null;

  constructor(db: Kysely<Database>, contentDir: string) {
    this.authored = new GradedCourse(loadGrades(contentDir));
    this.published = new PublishedPaperRepository(db);
  }

  /** The course now: the authored units, each replaced by its published revision if any. */
  async current(): Promise<GradedCourse> {
    const rows = await this.published.entries(ContentCollection.GradedUnit);
    if (rows.length === 0) return this.authored;
    const texts = JSON.stringify(rows);
    if (this.kept?.texts === texts) return this.kept.course;
    const revised = new Map(rows.map((row) => [row.id, GradedUnit.parse(JSON.parse(row.payload))]));
    const grades: GradeFile[] = this.authored.grades.map((grade) => {
      const prefix = gradeKey(grade.tier, grade.grade);
      return { ...grade, units: grade.units.map((unit) => revised.get(`${prefix}-${unit.id}`) ?? unit) };
    });
    const course = new GradedCourse(grades);
    this.kept = { texts, course };
    return course;
  }
}
