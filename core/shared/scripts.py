"""The Lua scripts of ``core.shared.redis_backend``: each step on shared state is one atomic script.

Every script reads the time from Redis (``TIME``), never from the replica, so replicas whose clocks
disagree still count in one timeline. Times are whole microseconds (exact in Lua's doubles), written
with ``%d`` / ``%.17g`` because Lua's ``tostring`` keeps only 14 digits.
"""

from __future__ import annotations

_NOW = """
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
"""

#: KEYS[1] a hash {t = tokens, s = stamp, b = blocked until};
#: ARGV mode (take | reserve | block), burst, per_second, seconds (block).
#: Returns the seconds to wait, as a string ("0" = taken now). The arithmetic is
#: ``core.shared.local.TokenBucket``'s.
BUCKET = (
    _NOW
    + """
local burst = tonumber(ARGV[2])
local rate = tonumber(ARGV[3]) / 1000000
local state = redis.call('HMGET', KEYS[1], 't', 's', 'b')
local tokens = tonumber(state[1]) or burst
local stamp = tonumber(state[2]) or now
local blocked = tonumber(state[3]) or 0
local since = math.max(stamp, blocked)
if now > since then tokens = math.min(burst, tokens + (now - since) * rate) end
stamp = math.max(stamp, now)
local wait = 0
local mode = ARGV[1]
if mode == 'block' then
  blocked = math.max(blocked, now + math.floor(tonumber(ARGV[4]) * 1000000))
  tokens = math.min(tokens, 0)
elseif mode == 'take' then
  if now < blocked then wait = blocked - now
  elseif tokens + 1e-9 >= 1 then tokens = tokens - 1
  else wait = (1 - tokens) / rate end
else
  tokens = tokens - 1
  wait = math.max(0, blocked - now)
  if tokens + 1e-9 < 0 then wait = wait + (-tokens) / rate end
end
redis.call('HSET', KEYS[1], 't', string.format('%.17g', tokens), 's', string.format('%d', stamp),
  'b', string.format('%d', blocked))
-- full again and not blocked: the same as no state at all
local full_in = math.max(0, blocked - now) + math.max(0, burst - tokens) / rate
redis.call('PEXPIRE', KEYS[1], math.ceil(full_in / 1000) + 1000)
return string.format('%.6f', wait / 1000000)
"""
)

#: KEYS[1] a sorted set of uses (member = id, score = when it ended; in flight: began + hold);
#: ARGV allowed, period_s, hold_s, id. Returns {1, "0"} when the use is granted, else {0, seconds}.
WINDOW_ENTER = (
    _NOW
    + """
local period = math.floor(tonumber(ARGV[2]) * 1000000)
local hold = math.floor(tonumber(ARGV[3]) * 1000000)
local allowed = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now - period))
local used = redis.call('ZCARD', KEYS[1])
if used < allowed then
  redis.call('ZADD', KEYS[1], string.format('%d', now + hold), ARGV[4])
  redis.call('PEXPIRE', KEYS[1], math.ceil((hold + period) / 1000) + 1000)
  return {1, '0'}
end
local oldest = redis.call('ZRANGE', KEYS[1], used - allowed, used - allowed, 'WITHSCORES')
local wait = math.max(tonumber(oldest[2]) + period - now, 1)
return {0, string.format('%.6f', wait / 1000000)}
"""
)

#: KEYS[1] the window's sorted set; ARGV id, sent (1 | 0), period_s. A use that already expired
#: (its replica took longer than hold_s) is left alone.
WINDOW_LEAVE = (
    _NOW
    + """
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
if ARGV[2] == '1' then
  redis.call('ZADD', KEYS[1], 'XX', string.format('%d', now), ARGV[1])
  local period_ms = math.ceil(tonumber(ARGV[3]) * 1000) + 1000
  if redis.call('PTTL', KEYS[1]) < period_ms then redis.call('PEXPIRE', KEYS[1], period_ms) end
else
  redis.call('ZREM', KEYS[1], ARGV[1])
end
return 1
"""
)

#: KEYS[1] the lock, KEYS[2] its "released" list (wakes one waiter blocked on it); ARGV token.
UNLOCK = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('RPUSH', KEYS[2], '1')
redis.call('PEXPIRE', KEYS[2], 1000)
return 1
"""

#: KEYS[1]; ARGV value. Deletes the key only while it holds the value.
DROP = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
"""
