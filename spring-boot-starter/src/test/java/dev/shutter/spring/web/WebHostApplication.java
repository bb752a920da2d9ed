package dev.shutter.spring.web;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** A servlet web application with a controller of its own, and the starter. */
@SpringBootApplication
@RestController
public class WebHostApplication {

    /** The host's own endpoint, which must keep answering beside Shutter's. */
    @GetMapping("/hello")
    public String hello() {
        return "hello from the host";
    }
}
