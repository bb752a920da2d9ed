-- POST /v1/users/{id}/relationship with a form body, alternating follow and unfollow on each connection's
-- thread. The token comes with -H "Authorization: Bearer ...".
local requests = {}
local sent = 0

function init(args)
   wrk.method = "POST"
   wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
   requests[1] = wrk.format(nil, nil, nil, "action=follow")
   requests[2] = wrk.format(nil, nil, nil, "action=unfollow")
end

function request()
   sent = sent + 1
   return requests[sent % 2 + 1]
end
