-- The mix (and the single-endpoint loads with many tokens): sends the requests of a table made by the bench
-- tools (dev.shutter.bench.mix.MixRequests) in turn, each with its own token, and counts the answers by status.
-- Arguments (after --): the table (lines "operation, token, method, path, body", tab-separated, "-" for none),
-- the tokens file (lines "user-id, token": line i is token i) and the number of wrk threads; thread i takes
-- lines i, i + threads, ... and goes round them. A comment posted by the mix names its media and token in its text,
-- and a POST answers no id; so each thread picks the mix's comments out of the comment lists it reads (those of the
-- tokens it owns, token % threads, so that no two threads delete one comment), and an "uncomment" line deletes the
-- oldest one found and not yet deleted, with its author's token; with none found yet, the thread sends its next
-- line instead. done() prints one line the report reads: "BENCH answers: 2xx N, 3xx N, 4xx N (429 N), 5xx N".
local counter = 0
local threads = {}

function setup(thread)
   thread:set("id", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

local requests = {}
local next_request = 1
local tokens = {}
local posted = {}
local first_posted, last_posted = 1, 0
local seen = {}
local thread_count = 1
answers_2xx, answers_3xx, answers_4xx, answers_429, answers_5xx = 0, 0, 0, 0, 0

local function bearer(token)
   return { ["Authorization"] = "Bearer " .. token }
end

function init(args)
   id_of_thread = id
   for line in io.lines(args[2]) do
      local token = line:match("^[^\t]+\t([^\t]+)$")
      tokens[#tokens + 1] = token
   end
   local count = tonumber(args[3])
   thread_count = count
   local line_no = 0
   for line in io.lines(args[1]) do
      if line_no % count == id then
         local operation, token, method, path, body = line:match("^([^\t]+)\t([^\t]+)\t([^\t]+)\t([^\t]+)\t([^\t]+)$")
         if operation == "uncomment" then
            requests[#requests + 1] = false
         else
            local headers = bearer(tokens[tonumber(token) + 1])
            if body == "-" then
               body = nil
            else
               headers["Content-Type"] = "application/x-www-form-urlencoded"
            end
            requests[#requests + 1] = wrk.format(method, path, headers, body)
         end
      end
      line_no = line_no + 1
   end
end

function request()
   for _ = 1, #requests do
      local made = requests[next_request]
      next_request = next_request % #requests + 1
      if made then
         return made
      end
      if first_posted <= last_posted then
         local comment = posted[first_posted]
         posted[first_posted] = nil
         first_posted = first_posted + 1
         return wrk.format("DELETE", "/v1/media/" .. comment.media .. "/comments/" .. comment.id,
            bearer(tokens[comment.token + 1]))
      end
   end
   return wrk.format("GET", "/health")
end

function response(status, headers, body)
   if status >= 200 and status < 300 then
      answers_2xx = answers_2xx + 1
      -- a comment list holding comments the mix posted: those of this thread's tokens, not found before
      if body:find("mix m=", 1, true) then
         for id, media, token in body:gmatch('"id":"(%d+)","created_time":"%d+","text":"[^"]-mix m=([0-9_]+) t=(%d+)"') do
            token = tonumber(token)
            if token % thread_count == id_of_thread and not seen[id] then
               seen[id] = true
               last_posted = last_posted + 1
               posted[last_posted] = { media = media, token = token, id = id }
            end
         end
      end
   elseif status < 400 then
      answers_3xx = answers_3xx + 1
   elseif status == 429 then
      answers_429 = answers_429 + 1
   elseif status < 500 then
      answers_4xx = answers_4xx + 1
   else
      answers_5xx = answers_5xx + 1
   end
end

function done(summary, latency, requests)
   local sums = { 0, 0, 0, 0, 0 }
   for _, thread in ipairs(threads) do
      sums[1] = sums[1] + thread:get("answers_2xx")
      sums[2] = sums[2] + thread:get("answers_3xx")
      sums[3] = sums[3] + thread:get("answers_4xx")
      sums[4] = sums[4] + thread:get("answers_429")
      sums[5] = sums[5] + thread:get("answers_5xx")
   end
   io.write(string.format("BENCH answers: 2xx %d, 3xx %d, 4xx %d (429 %d), 5xx %d\n",
      sums[1], sums[2], sums[3] + sums[4], sums[4], sums[5]))
end
