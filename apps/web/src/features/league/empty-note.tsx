/** An empty list's note: what is missing, and what will appear here. */
export function EmptyNote({ title, body, testId }: { title: string; body: string; testId: string }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{body}</p>
    </div>
  );
}
