package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.CommentScenarios;
import dev.shutter.ports.out.Storage;

class InMemoryCommentScenariosTest extends CommentScenarios {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
