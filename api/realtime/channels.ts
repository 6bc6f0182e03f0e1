// In-memory channel membership: who is subscribed where, and presence members per channel.
export type PresenceMember = { user_id: string; user_info?: unknown }

export type PresenceSnapshot = {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number }
}

type MemberEntry = { info: unknown; sockets: Set<string> }

type ChannelState = {
  sockets: Set<string>
  /** Only for presence channels: user id → info and the sockets that user joined with. */
  members?: Map<string, MemberEntry>
  socketUser?: Map<string, string>
}

export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>()

  /**
   * Adds a socket to a channel. For presence channels pass the member; `memberAdded` is set
   * only when this is the user's first socket in the channel (others must be told).
   */
  subscribe(channel: string, socketId: string, member?: PresenceMember): { memberAdded?: PresenceMember } {
    let state = this.channels.get(channel)
    if (!state) {
      state = { sockets: new Set() }
      this.channels.set(channel, state)
    }
    if (state.sockets.has(socketId)) return {}
    state.sockets.add(socketId)
    if (!member) return {}

    state.members ??= new Map()
    state.socketUser ??= new Map()
    state.socketUser.set(socketId, member.user_id)
    const existing = state.members.get(member.user_id)
    if (existing) {
      existing.sockets.add(socketId)
      return {}
    }
    state.members.set(member.user_id, { info: member.user_info, sockets: new Set([socketId]) })
    return { memberAdded: member }
  }

  /** Removes a socket; `memberRemoved` is set when that was the user's last socket in the channel. */
  unsubscribe(channel: string, socketId: string): { wasSubscribed: boolean; memberRemoved?: { user_id: string } } {
    const state = this.channels.get(channel)
    if (!state || !state.sockets.delete(socketId)) return { wasSubscribed: false }
    let memberRemoved: { user_id: string } | undefined
    const userId = state.socketUser?.get(socketId)
    if (userId !== undefined && state.members && state.socketUser) {
      state.socketUser.delete(socketId)
      const entry = state.members.get(userId)
      entry?.sockets.delete(socketId)
      if (entry && entry.sockets.size === 0) {
        state.members.delete(userId)
        memberRemoved = { user_id: userId }
      }
    }
    // Drop empty channels so stats() and memory reflect only live channels.
    if (state.sockets.size === 0) this.channels.delete(channel)
    return { wasSubscribed: true, memberRemoved }
  }

  isSubscribed(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.sockets.has(socketId) ?? false
  }

  subscribers(channel: string): ReadonlySet<string> {
    return this.channels.get(channel)?.sockets ?? new Set()
  }

  /** The presence user id a socket joined a channel as, if any. */
  userOf(channel: string, socketId: string): string | undefined {
    return this.channels.get(channel)?.socketUser?.get(socketId)
  }

  presence(channel: string): PresenceSnapshot {
    const members = this.channels.get(channel)?.members ?? new Map<string, MemberEntry>()
    const hash: Record<string, unknown> = {}
    for (const [id, entry] of members) hash[id] = entry.info ?? null
    return { presence: { ids: [...members.keys()], hash, count: members.size } }
  }

  get channelCount(): number {
    return this.channels.size
  }

  /** Every channel with at least one subscriber (empty channels are dropped on unsubscribe). */
  occupiedChannels(): IterableIterator<string> {
    return this.channels.keys()
  }

  /** Sockets subscribed to a channel. */
  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.sockets.size ?? 0
  }

  /** Distinct presence users in a channel (a user with two sockets counts once). */
  userIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.members?.keys() ?? [])]
  }

  userCount(channel: string): number {
    return this.channels.get(channel)?.members?.size ?? 0
  }
}
