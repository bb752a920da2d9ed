-- Makes fresh authorization codes: POSTs the consent form of a logged-in session ("allow") and keeps
-- the code of each 302. Arguments (after --): a file prefix and the codes each thread makes; thread i
-- writes <prefix>.<i>, then <prefix>.<i>.done, and stops. The form and the session cookie are in
-- BENCH_CONSENT_FORM and BENCH_SESSION_COOKIE.
local counter = 0

function setup(thread)
   thread:set("id", counter)
   counter = counter + 1
end

local out
local prefix
local wanted
local made = 0
local refused = 0

function init(args)
   prefix = args[1] .. "." .. id
   wanted = tonumber(args[2])
   out = io.open(prefix, "w")
   wrk.method = "POST"
   wrk.body = os.getenv("BENCH_CONSENT_FORM")
   wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
   wrk.headers["Cookie"] = os.getenv("BENCH_SESSION_COOKIE")
end

function response(status, headers, body)
   if made >= wanted then
      return
   end
   local code = status == 302 and headers["Location"] and headers["Location"]:match("[?&]code=([^&]+)")
   if not code then
      refused = refused + 1
      if refused > 100 then
         io.stderr:write("BENCH: the consent form was refused: " .. status .. " " .. (body or "") .. "\n")
         wrk.thread:stop()
      end
      return
   end
   out:write(code, "\n")
   made = made + 1
   if made >= wanted then
      out:close()
      io.open(prefix .. ".done", "w"):close()
      wrk.thread:stop()
   end
end
