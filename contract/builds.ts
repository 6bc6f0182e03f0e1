// GET builds/latest.json: the id of the newest deployed build, which open tabs poll (SPEC.md §4).
import { z } from 'zod'

export const latestBuildSchema = z.object({ id: z.string().min(1).max(100) })
export type LatestBuild = z.infer<typeof latestBuildSchema>
