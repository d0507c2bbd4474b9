/** What a toast says: a title, an optional description; destructive ones stand out in red. */
export type Notice = { title: string; description?: string; variant?: "default" | "destructive" };
