#pragma once

// Shared by the rules tests (tst_gc_rules, tst_gf_rules): apply an action that must be legal,
// refuse one that must not be, and set up a scenario, each checking the engine's promises
// (the invariants hold; a refused action has a reason and leaves the state as it was).

#include "engine/game.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

template <typename T, typename U>
bool contains(const std::vector<T> &v, U a)
{
    return std::find(v.begin(), v.end(), T(a)) != v.end();
}

// Applies an action that must be legal.
#define APPLY(state, action)                                                                       \
    do {                                                                                           \
        const starboard::Action a_ = (action);                                                     \
        const std::string what_ = (state)->actionToString(a_);                                     \
        std::string error_;                                                                        \
        QVERIFY2((state)->applyAction(a_, &error_),                                                \
                 ("refused: " + what_ + ": " + (state)->refusal(a_) + " " + error_).c_str());      \
        const std::string why_ = (state)->checkInvariants();                                       \
        QVERIFY2(why_.empty(), ("invariant after " + what_ + ": " + why_).c_str());                \
    } while (false)

// Applies an action that must be refused with a message, leaving the state unchanged.
#define REFUSE(state, action)                                                                      \
    do {                                                                                           \
        const starboard::Action a_ = (action);                                                     \
        const std::string before_ = (state)->toString();                                           \
        const auto history_ = (state)->history();                                                  \
        std::string error_;                                                                        \
        QVERIFY2(!(state)->applyAction(a_, &error_),                                               \
                 ("accepted: " + (state)->actionToString(a_)).c_str());                            \
        QVERIFY(!error_.empty());                                                                  \
        QVERIFY(!(state)->isLegal(a_));                                                            \
        QVERIFY2(!(state)->refusal(a_).empty(), (state)->actionToString(a_).c_str());              \
        QVERIFY(!contains((state)->legalActions(), a_));                                           \
        QCOMPARE((state)->toString(), before_);                                                    \
        QVERIFY((state)->history() == history_);                                                   \
    } while (false)

// Declares `var`, the state of `scenario` in `game`; fails the test when it is refused.
#define SCENARIO(var, game, scenario)                                                              \
    std::string var##Refused_;                                                                     \
    auto var = (game)->newScenarioState((scenario), &var##Refused_);                               \
    QVERIFY2(var, ("scenario refused: " + var##Refused_).c_str())
