import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules of Galaxy Command in our own words, with Starboard's choices where the
// rulebook is silent.
//
// Sources: each paragraph below carries a "RULES-SOURCE:" comment. "rulebook" means every
// sentence restates shared/rules/galaxy-command.txt; "ours" names, word for word, the
// sentences that are Starboard's interpretation or design (docs/rules/galaxy-command.md),
// the rest of that paragraph being the rulebook's. For the in-app marking of our
// interpretations (the mechanism of the Galaxy of D rules), to be connected.
ScrollView {
    id: page

    implicitWidth: 560
    implicitHeight: 600
    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: page.availableWidth
        spacing: 12

        component Heading: Label {
            Layout.fillWidth: true
            Layout.topMargin: 6
            color: "#f2c14e"
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }
        component Body: Label {
            Layout.fillWidth: true
            color: "#e8ecf4"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
            textFormat: Text.StyledText
            lineHeight: 1.15
        }

        Heading {
            text: qsTr("Galaxy Command")
            font.pixelSize: 24
        }
        // RULES-SOURCE: rulebook
        Body {
            text: qsTr("You are a sector Commander of the Empire. Explore, attack and conquer the systems of your sector, grow your metal, wealth and military strength, discover technologies, and survive the events of two years. Victory points come from your aligned systems, your technologies and three bonuses. One player plays against the events alone; two to four play together for the Empire.")
        }
        Heading {
            text: qsTr("Your sector")
        }
        // RULES-SOURCE: ours: "A system card shows its <b>resistance</b> (shield), the <b>metal</b>
        // and <b>wealth</b> it produces and its <b>victory points</b> (star)." (the card picture is lost:
        // our reading of its four numbers) and "Face-down cards are drawn only when they are
        // turned over." (the engine's way of dealing, with the odds of a dealt deck)
        Body {
            text: qsTr("Six near systems and, above them, three distant systems lie face down. A system card shows its <b>resistance</b> (shield), the <b>metal</b> and <b>wealth</b> it produces and its <b>victory points</b> (star). An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight. Face-down cards are drawn only when they are turned over.")
        }
        Heading {
            text: qsTr("Your turn")
        }
        // RULES-SOURCE: rulebook
        Body {
            text: qsTr("<b>1. Action</b>, one of: <b>Explore and attack</b>: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. <b>Conquer</b>: click an explored, unaligned system and roll the same way. <b>Bide time</b>: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.")
        }
        // RULES-SOURCE: rulebook
        Body {
            text: qsTr("<b>2. Collect</b> the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.")
        }
        // RULES-SOURCE: rulebook ("Then end your turn." is the board's button)
        Body {
            text: qsTr("<b>3. Build</b>, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.")
        }
        Heading {
            text: qsTr("Events")
        }
        // RULES-SOURCE: ours: in "In Year 2 a revolt or invasion finding no aligned system makes
        // your home world revolt: you are out of the game.", "or invasion" (the rulebook says it of
        // revolts; the passage after the invasions is lost) and "you are out of the game" (the
        // rulebook: "you lose the game"; in multiplayer the others play on)
        Body {
            text: qsTr("After every player's turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt or invasion finding no aligned system makes your home world revolt: you are out of the game.")
        }
        // RULES-SOURCE: rulebook (which red alerts there are, beyond the Military Coup, is ours: the deck)
        Body {
            text: qsTr("A <b>red alert</b> is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round's event in its place.")
        }
        Heading {
            text: qsTr("The years and the end")
        }
        // RULES-SOURCE: rulebook
        Body {
            text: qsTr("Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.")
        }
        // RULES-SOURCE: ours: "each row of the technology mat scores 1 when its cube is on the first
        // generation technology, 2 on the second" (our reading of the rulebook's "Gain 1 Victory Point
        // for every technology you discovered. (If the cube is on first generation technology you
        // gain 1, for cubes on the second generation technology, you gain 2)")
        Body {
            text: qsTr("<b>Score</b>: the victory points of your aligned systems; each row of the technology mat scores 1 when its cube is on the first generation technology, 2 on the second; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. <b>Ranks</b>: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.")
        }
        // RULES-SOURCE: rulebook
        Body {
            text: qsTr("<b>Several players</b> are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).")
        }
        // RULES-SOURCE: rulebook (the cards beyond those the rulebook names are ours: the deck)
        Body {
            text: qsTr("The full deck has 54 cards; the original solitaire game used the first 18, and the new game dialog offers both.")
        }
    }
}
