-- POST /oauth/access_token, each request with a fresh authorization code used once.
-- Arguments (after --): the file of codes, one per line, and the number of wrk threads; thread i takes
-- lines i, i + threads, ... The client's form (id, secret, grant type, redirect URI) is in
-- BENCH_EXCHANGE_FORM. A thread that runs out of codes stops and says so: the row then fails, since
-- reusing a code would measure the replay refusal instead.
local threads = {}
local counter = 0

function setup(thread)
   thread:set("id", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

local codes = {}
local next_code = 1
local form

function init(args)
   local file, count = args[1], tonumber(args[2])
   local line_no = 0
   for line in io.lines(file) do
      if line_no % count == id then
         codes[#codes + 1] = line
      end
      line_no = line_no + 1
   end
   form = os.getenv("BENCH_EXCHANGE_FORM") .. "&code="
   wrk.method = "POST"
   wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
end

function request()
   local code = codes[next_code]
   next_code = next_code + 1
   if code == nil then
      ran_out = true
      wrk.thread:stop()
      code = "none-left"
   end
   return wrk.format(nil, nil, nil, form .. code)
end

function done(summary, latency, requests)
   for _, thread in ipairs(threads) do
      if thread:get("ran_out") then
         io.write("BENCH: codes ran out\n")
         return
      end
   end
end
