import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The rules of Galaxy Command in our own words: the rulebook's rules as plain paragraphs,
// Starboard's readings where the rulebook is silent, unclear or refers to a lost picture
// marked as such (RulesText.reading; docs/rules/galaxy-command.md says why each).
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
            color: Theme.accent
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }

        Heading {
            //: Galaxy Command's rules beside the board: the title, the game's name (keep it as on
            //: the home page).
            text: qsTr("Galaxy Command")
            font.pixelSize: 24
        }
        RulesLegend {}
        RulesText {
            text: qsTr("You are a sector Commander of the Empire. Explore, attack and conquer the systems of your sector, grow your metal, wealth and military strength, discover technologies, and survive the events of two years. Victory points come from your aligned systems, your technologies and three bonuses. One player plays against the events alone; two to four play together for the Empire.")
        }
        Heading {
            //: Galaxy Command's rules beside the board: a heading: the player's part of the galaxy
            //: (sector: the game's term).
            text: qsTr("Your sector")
        }
        RulesText {
            text: qsTr("Six near systems and, above them, three distant systems lie face down. An aligned system lies turned sideways so that ALIGNED reads straight; an explored but unaligned one stands upright, UNALIGNED straight.")
        }
        RulesText {
            reading: true
            text: qsTr("a system card shows its <b>resistance</b> (shield), the <b>metal</b> and <b>wealth</b> it produces and its <b>victory points</b> (star): the rulebook's picture of a card is lost. Face-down cards are drawn only when they are turned over, with the odds of a shuffled, dealt deck.")
        }
        Heading {
            //: Galaxy Command's rules beside the board: a heading: what a player does on a turn.
            text: qsTr("Your turn")
        }
        RulesText {
            text: qsTr("<b>1. Action</b>, one of: <b>Explore and attack</b>: click a face-down system; it is turned over, then roll the die and add your military strength. A total of at least the resistance aligns the system; a lower one costs 1 military strength and the system stays unaligned. <b>Conquer</b>: click an explored, unaligned system and roll the same way. <b>Bide time</b>: risk nothing. Distant systems need Forward Star Bases and every explored near system aligned.")
        }
        RulesText {
            text: qsTr("<b>2. Collect</b> the production shown on your home mat (1 metal and 1 wealth, plus your aligned systems) into storage. Storage holds 3 of each (5 with Interstellar Banking); the rest is lost. With Interspecies Commerce you may then trade 2 of one for 1 of the other, once.")
        }
        RulesText {
            text: qsTr("<b>3. Build</b>, both or either, once each: raise military strength by 1 for 1 metal and 1 wealth (at most 3, or 5 with Capital Ships), and discover one technology for its cost in wealth (the right one of a row needs the left one). Then end your turn.")
        }
        Heading {
            //: Galaxy Command's rules beside the board: a heading: the event cards (a noun,
            //: plural).
            text: qsTr("Events")
        }
        RulesText {
            text: qsTr("After every player's turn an event card is turned over and applies to everybody: its Year 1 or Year 2 text, by the year being played. Resources go to storage up to its limit. A strike stops the next collect (Robot Workers: half, rounded up). A revolt strikes your aligned system of least resistance, an invasion the system you aligned last: a die plus the force at least the resistance (+1 with Hyper Television or Planetary Defenses) makes it unaligned. In Year 2 a revolt finding no aligned system makes your home world revolt.")
        }
        RulesText {
            reading: true
            text: qsTr("an invasion finding no aligned system in Year 2 does the same (the rulebook's passage after the invasions is lost). A player whose home world revolts is out of the game; with several players the others play on.")
        }
        RulesText {
            text: qsTr("A <b>red alert</b> is played at once and concerns only some players (for example those with a military strength of 5 in a military coup); then the next unused event card is this round's event in its place.")
        }
        RulesText {
            reading: true
            text: qsTr("which red alerts and events there are beyond those the rulebook names, and their numbers, are our design: the deck, which the Workshop edits.")
        }
        Heading {
            text: qsTr("The years and the end")
        }
        RulesText {
            text: qsTr("Year 1 has 7 events, Year 2 has 6 (all event cards are shuffled again between the years). The game ends after the last event of Year 2.")
        }
        RulesText {
            text: qsTr("<b>Score</b>: the victory points of your aligned systems; 1 victory point for every technology you discovered; +1 if every system of your sector is explored, +1 for all eight technologies, +3 if every system is aligned. <b>Ranks</b>: 0-7 Demoted, 8-12 Remain a Commander, 13-14 Captain, 15-16 Commodore, 17 or more Admiral.")
        }
        RulesText {
            reading: true
            text: qsTr("the rulebook adds: \"If the cube is on first generation technology you gain 1, for cubes on the second generation technology, you gain 2\". The cube marks how far a row of the technology mat has gone, so a row scores 1 or 2, not 1 + 2.")
        }
        RulesText {
            text: qsTr("<b>Several players</b> are ranked the same way, and all win or lose together: the Empire wins when, on average, two distant systems per player are aligned (six in a three-player game).")
        }
        RulesText {
            text: qsTr("The original solitaire game used 18 cards.")
        }
        RulesText {
            reading: true
            text: qsTr("the full deck has 54 cards (the cards beyond those the rulebook names are ours); the new game dialog offers both.")
        }
    }
}
