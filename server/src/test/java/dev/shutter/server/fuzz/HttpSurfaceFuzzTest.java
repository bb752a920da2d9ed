package dev.shutter.server.fuzz;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The HTTP surface of a live server with Jazzer choosing the hostile requests (the same generators as
 * {@link HostileRequestsTest}, each choice taken from the fuzzer's input) and the same answer rules: a
 * catalogued answer, never a 5xx nor an internal detail, nothing stored by a failed request.
 */
class HttpSurfaceFuzzTest extends AgainstALiveServer {

    @FuzzTest
    void fuzzerChosenRequests(FuzzedDataProvider data) {
        // The one connection a request makes is to the server under test (the SSRF detector asks).
        BugDetectors.allowNetworkConnections((host, port) -> host.equals("localhost") && port == server.port());
        server.send(new HostileRequests(server.known(), Choices.fuzzed(data)).next());
    }
}
